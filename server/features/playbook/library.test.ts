// Issue 41, the checklist speaks both: items of the checklist library read in each reader's
// language (the host's editor, the cleaner's run, the host's report), items the host types stay as
// typed with the language they were written in, rooms read in the reader's language, and the
// starter checklist and 'Copy from another property' carry library keys and languages.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKLIST_LIBRARY, type LibraryKey } from '@core/checklist-library';
import type { Locale } from '@core/locale';
import { playbook as en } from '@core/messages/en/playbook';
import { jobs as jobText } from '@core/messages/en/jobs';
import { MAX_CHECKLIST_ITEMS } from '@core/playbook';
import { STARTER_CHECKLIST } from '@core/playbook-starter';
import type { PlaybookItem, PlaybookResponse, RunTask } from '@core/schemas/playbook';
import { playbookItem, turnoverTask } from '../../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/app';
import { createHost, createJob } from '../../test/factories';
import { signedInClient } from '../../test/sessions';
import { createConfirmedTurnover } from '../../test/turnover-runs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lib = (key: LibraryKey) => CHECKLIST_LIBRARY[key];

/**
 * A person reading in `locale`: the one place these tests say which language someone reads. A
 * signed-in person is answered in their stored language, so each request first stores it (the same
 * account may read in both languages here), and sends it as Accept-Language too.
 */
function reading(client: TestClient, locale: Locale) {
  const headers = { 'accept-language': locale === 'es' ? 'es-MX,es;q=0.9' : 'en-US,en;q=0.9' };
  const inLocale = async <T>(send: () => Promise<T>) => {
    await client.request('PUT', '/api/session/locale', { locale }, headers);
    return send();
  };
  return {
    get: (url: string) => inLocale(() => client.get(url, headers)),
    post: (url: string, body: Record<string, unknown> = {}) => inLocale(() => client.post(url, body, headers)),
    put: (url: string, body: Record<string, unknown>) => inLocale(() => client.request('PUT', url, body, headers)),
    patch: (url: string, body: Record<string, unknown>) => inLocale(() => client.request('PATCH', url, body, headers)),
  };
}

async function hostWithJob() {
  const host = await createHost(t.database.db);
  const client = await signedInClient(t.app, host);
  const job = await createJob(t.database.db, host.userId);
  return { host, client, jobId: job.id };
}

const words = (items: (PlaybookItem | RunTask)[]) => items.map((i) => [i.area, i.label, i.key, i.lang]);

describe('adding items from the library', () => {
  it('puts each after its room’s items, with the library’s photo, once however often it is pressed', async () => {
    const { client, jobId } = await hostWithJob();
    const host = reading(client, 'en');
    expect(
      (await host.post(`/api/host/jobs/${jobId}/playbook/items`, { label: 'Descale the kettle', area: 'Kitchen' }))
        .status,
    ).toBe(201);
    expect(
      (await host.post(`/api/host/jobs/${jobId}/playbook/items`, { label: 'Water the ferns', area: 'Porch' })).status,
    ).toBe(201);

    const res = await host.post(`/api/host/jobs/${jobId}/playbook/library`, {
      keys: ['bedrooms.check-under-beds', 'kitchen.start-dishwasher', 'living.photo'],
    });
    expect(res.status).toBe(200);
    const items = (res.body as { items: PlaybookItem[] }).items;
    expect(items.map((i) => [i.area, i.label, i.key, i.lang, i.photoRequired, i.position])).toEqual([
      ['Kitchen', 'Descale the kettle', null, 'en', false, 1],
      ['Kitchen', 'Start the dishwasher', 'kitchen.start-dishwasher', 'en', false, 2],
      ['Porch', 'Water the ferns', null, 'en', false, 3],
      ['Bedrooms', 'Check under beds for left items', 'bedrooms.check-under-beds', 'en', false, 4],
      ['Living areas', 'Photograph the living room', 'living.photo', 'en', true, 5],
    ]);

    // Pressed again (or from a second tab): nothing is added twice.
    const again = await host.post(`/api/host/jobs/${jobId}/playbook/library`, {
      keys: ['kitchen.start-dishwasher', 'kitchen.start-dishwasher', 'bathrooms.restock-toilet-paper'],
    });
    expect(again.status).toBe(200);
    const after = (again.body as { items: PlaybookItem[] }).items;
    expect(after.filter((i) => i.key === 'kitchen.start-dishwasher')).toHaveLength(1);
    expect(after.at(-1)).toMatchObject({ area: 'Bathrooms', key: 'bathrooms.restock-toilet-paper', position: 6 });
  });

  it('refuses unknown keys and an empty choice with a message, another host’s job with 404, past 100 with 409', async () => {
    const { client, jobId } = await hostWithJob();
    const host = reading(client, 'en');
    const unknown = await host.post(`/api/host/jobs/${jobId}/playbook/library`, { keys: ['kitchen.polish-silver'] });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain(en.library.validation.unknownKey);
    for (const body of [{ keys: [] }, {}, { keys: 'kitchen.start-dishwasher' }]) {
      const refused = await host.post(`/api/host/jobs/${jobId}/playbook/library`, body);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(en.library.validation.chooseItems);
    }

    const other = await hostWithJob();
    const theirs = await host.post(`/api/host/jobs/${other.jobId}/playbook/library`, {
      keys: ['kitchen.start-dishwasher'],
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ error: { message: jobText.errors.notFoundDescription } });
    expect((await reading(other.client, 'en').get(`/api/host/jobs/${other.jobId}/playbook`)).body).toMatchObject({
      items: [],
    });

    await t.database.db
      .insert(playbookItem)
      .values(
        Array.from({ length: MAX_CHECKLIST_ITEMS - 1 }, (_, i) => ({ jobId, label: `Item ${i + 1}`, position: i + 1 })),
      );
    const full = await host.post(`/api/host/jobs/${jobId}/playbook/library`, {
      keys: ['kitchen.start-dishwasher', 'kitchen.photo'],
    });
    expect(full.status).toBe(409);
    expect(full.body.error.code).toBe('LIMIT_REACHED');
    const last = await host.post(`/api/host/jobs/${jobId}/playbook/library`, { keys: ['kitchen.photo'] });
    expect(last.status).toBe(200);
    expect((last.body as { items: PlaybookItem[] }).items).toHaveLength(MAX_CHECKLIST_ITEMS);
  });
});

describe('each reader’s language', () => {
  it('reads library items in the reader’s language and typed ones as typed, in the editor, the run and the report', async () => {
    const made = await createConfirmedTurnover(t.database.db, { startsInHours: -0.5 });
    const host = reading(await signedInClient(t.app, made.host), 'en');
    const cleaner = reading(await signedInClient(t.app, made.cleaner), 'es');
    const jobId = made.jobId;
    await host.post(`/api/host/jobs/${jobId}/playbook/library`, {
      keys: ['bedrooms.strip-beds', 'bathrooms.restock-toilet-paper', 'living.photo'],
    });
    const typed = await host.post(`/api/host/jobs/${jobId}/playbook/items`, {
      label: 'Feed Biscuit the cat (bowl by the back door)',
      area: 'Kitchen',
    });
    expect(typed.status).toBe(201);
    expect(typed.body).toMatchObject({ key: null, lang: 'en', label: 'Feed Biscuit the cat (bowl by the back door)' });

    const english = [
      ['Bedrooms', lib('bedrooms.strip-beds').en, 'bedrooms.strip-beds', 'en'],
      ['Bathrooms', lib('bathrooms.restock-toilet-paper').en, 'bathrooms.restock-toilet-paper', 'en'],
      ['Living areas', 'Photograph the living room', 'living.photo', 'en'],
      ['Kitchen', 'Feed Biscuit the cat (bowl by the back door)', null, 'en'],
    ];
    const spanish = [
      ['Dormitorios', 'Quita la ropa de cama usada y llévala a lavar', 'bedrooms.strip-beds', 'es'],
      ['Baños', 'Repón el papel higiénico', 'bathrooms.restock-toilet-paper', 'es'],
      ['Sala y áreas comunes', 'Toma una foto de la sala', 'living.photo', 'es'],
      // Typed in English: as typed, saying so; its room reads in Spanish.
      ['Cocina', 'Feed Biscuit the cat (bowl by the back door)', null, 'en'],
    ];
    expect(words(((await host.get(`/api/host/jobs/${jobId}/playbook`)).body as PlaybookResponse).items)).toEqual(
      english,
    );
    // The host reading in Spanish reads their playbook in Spanish too.
    const hostInSpanish = reading(await signedInClient(t.app, made.host), 'es');
    expect(
      words(((await hostInSpanish.get(`/api/host/jobs/${jobId}/playbook`)).body as PlaybookResponse).items),
    ).toEqual(spanish);

    // The cleaner, reading Spanish: before 'Start' (read ahead), then the run's copy.
    const id = made.turnover.id;
    const before = await cleaner.get(`/api/cleaner/turnovers/${id}`);
    expect(words(before.body.tasks)).toEqual(spanish);
    const started = await cleaner.post(`/api/cleaner/turnovers/${id}/start`);
    expect(started.status).toBe(200);
    expect(words(started.body.tasks)).toEqual(spanish);
    const stored = await t.database.db
      .select({ libraryKey: turnoverTask.libraryKey, lang: turnoverTask.lang })
      .from(turnoverTask)
      .where(eq(turnoverTask.turnoverId, id))
      .orderBy(turnoverTask.position);
    expect(stored.map((r) => [r.libraryKey, r.lang])).toEqual([
      ['bedrooms.strip-beds', 'en'],
      ['bathrooms.restock-toilet-paper', 'en'],
      ['living.photo', 'en'],
      [null, 'en'],
    ]);
    const tasks = started.body.tasks as RunTask[];
    const tick = await cleaner.put(`/api/cleaner/turnovers/${id}/tasks/${tasks[1]!.id}`, { done: true });
    expect(tick.status).toBe(200);
    expect(tick.body).toMatchObject({ label: 'Repón el papel higiénico', key: 'bathrooms.restock-toilet-paper' });
    // 'Complete' names the item still needing a photo in the cleaner's language.
    const complete = await cleaner.post(`/api/cleaner/turnovers/${id}/complete`);
    expect(complete.status).toBe(409);
    expect(complete.body.error.message).toContain('“Toma una foto de la sala”');

    // The host's live report: the same run, in English; the tick kept.
    const report = await host.get(`/api/host/turnovers/${id}/report`);
    expect(words(report.body.tasks)).toEqual(english);
    expect((report.body.tasks as RunTask[])[1]!.doneAt).not.toBeNull();

    // Changes to the playbook after 'Start' leave the run's copy as it was.
    await host.post(`/api/host/jobs/${jobId}/playbook/library`, { keys: ['kitchen.grill'] }).catch(() => undefined);
    expect((await cleaner.get(`/api/cleaner/turnovers/${id}`)).body.tasks).toHaveLength(4);
  });

  it('keeps what a host writes in Spanish as written, labelled Spanish for an English reader', async () => {
    const { client, jobId } = await hostWithJob();
    const spanishHost = reading(client, 'es');
    const typed = await spanishHost.post(`/api/host/jobs/${jobId}/playbook/items`, {
      label: 'Riega las plantas del balcón',
      area: 'cocina',
    });
    expect(typed.status).toBe(201);
    // A room named in Spanish, in any case, is the room.
    expect(typed.body).toMatchObject({ area: 'Cocina', label: 'Riega las plantas del balcón', key: null, lang: 'es' });
    const [row] = await t.database.db.select().from(playbookItem).where(eq(playbookItem.id, typed.body.id));
    expect(row).toMatchObject({ area: 'Kitchen', label: 'Riega las plantas del balcón', libraryKey: null, lang: 'es' });
    const other = await spanishHost.post(`/api/host/jobs/${jobId}/playbook/items`, {
      label: 'Check the hot tub cover',
      area: 'Primary suite',
    });
    expect(other.body).toMatchObject({ area: 'Primary suite', lang: 'es' });
    const page = (await reading(client, 'en').get(`/api/host/jobs/${jobId}/playbook`)).body as PlaybookResponse;
    expect(words(page.items)).toEqual([
      ['Kitchen', 'Riega las plantas del balcón', null, 'es'],
      ['Primary suite', 'Check the hot tub cover', null, 'es'],
    ]);
  });

  it('keeps a library item’s key through edits that keep its words, and makes new words the host’s own', async () => {
    const { client, jobId } = await hostWithJob();
    const added = await reading(client, 'en').post(`/api/host/jobs/${jobId}/playbook/library`, {
      keys: ['bedrooms.check-under-beds', 'kitchen.start-dishwasher'],
    });
    const [beds, dishwasher] = (added.body as { items: PlaybookItem[] }).items as [PlaybookItem, PlaybookItem];
    const spanishHost = reading(client, 'es');
    // Saved as the Spanish editor shows it, with 'Photo required' ticked: still the library's.
    const kept = await spanishHost.patch(`/api/host/playbook-items/${beds.id}`, {
      label: 'Busca objetos olvidados debajo de las camas',
      area: 'Dormitorios',
      photoRequired: true,
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({
      key: 'bedrooms.check-under-beds',
      label: 'Busca objetos olvidados debajo de las camas',
      area: 'Dormitorios',
      lang: 'es',
      photoRequired: true,
    });
    // Rewritten in Spanish: the host's own words now, in Spanish, for every reader.
    const rewritten = await spanishHost.patch(`/api/host/playbook-items/${dishwasher.id}`, {
      label: 'Pon el lavaplatos en modo eco',
    });
    expect(rewritten.body).toMatchObject({ key: null, label: 'Pon el lavaplatos en modo eco', lang: 'es' });
    const page = (await reading(client, 'en').get(`/api/host/jobs/${jobId}/playbook`)).body as PlaybookResponse;
    expect(words(page.items)).toEqual([
      ['Bedrooms', 'Check under beds for left items', 'bedrooms.check-under-beds', 'en'],
      ['Kitchen', 'Pon el lavaplatos en modo eco', null, 'es'],
    ]);
    // An English reader moving it to another room leaves its words, and their language, alone.
    const moved = await reading(client, 'en').patch(`/api/host/playbook-items/${dishwasher.id}`, {
      label: 'Pon el lavaplatos en modo eco',
      area: 'Laundry',
    });
    expect(moved.body).toMatchObject({ key: null, area: 'Laundry', lang: 'es' });
  });
});

describe('the starter checklist and copies', () => {
  it('adds the starter as library items, read in each reader’s language; a copy keeps keys and languages', async () => {
    const host = await createHost(t.database.db);
    const client = await signedInClient(t.app, host);
    const [from, to] = [await createJob(t.database.db, host.userId), await createJob(t.database.db, host.userId)];
    const spanishHost = reading(client, 'es');
    const starter = await spanishHost.post(`/api/host/jobs/${from.id}/playbook/starter`);
    expect(starter.status).toBe(200);
    const items = (starter.body as PlaybookResponse).items;
    expect(items.map((i) => i.key)).toEqual([...STARTER_CHECKLIST]);
    expect(items.map((i) => i.label)).toEqual(STARTER_CHECKLIST.map((k) => lib(k).es));
    expect(items[0]).toMatchObject({ area: 'Cocina', lang: 'es' });
    await spanishHost.post(`/api/host/jobs/${from.id}/playbook/items`, { label: 'Riega las plantas', area: '' });

    const copied = await reading(client, 'en').post(`/api/host/jobs/${to.id}/playbook/copy`, { fromJobId: from.id });
    expect(copied.status).toBe(200);
    const english = (copied.body as PlaybookResponse).items;
    expect(english.map((i) => i.label)).toEqual([...STARTER_CHECKLIST.map((k) => lib(k).en), 'Riega las plantas']);
    expect(english.map((i) => i.key)).toEqual([...STARTER_CHECKLIST, null]);
    expect(english.at(-1)).toMatchObject({ area: '', lang: 'es' });
    expect(english[0]).toMatchObject({ area: 'Kitchen', lang: 'en' });
    const rows = await t.database.db.select().from(playbookItem).where(eq(playbookItem.jobId, to.id));
    expect(new Set(rows.map((r) => r.lang))).toEqual(new Set(['es']));
  });

  it('reads items written before languages existed as English, typed', async () => {
    const { client, jobId } = await hostWithJob();
    // As the migration left them: no key, and 'en' by the column's default.
    await t.database.db.insert(playbookItem).values({ jobId, area: 'Bathrooms', label: 'Scrub the tub', position: 1 });
    const page = (await reading(client, 'es').get(`/api/host/jobs/${jobId}/playbook`)).body as PlaybookResponse;
    expect(words(page.items)).toEqual([['Baños', 'Scrub the tub', null, 'en']]);
  });
});
