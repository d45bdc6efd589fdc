// The step that turns an English text the server produced into the reader's language (issue 41),
// with two small catalogs of one shape, so it is shown to work before the Spanish texts land.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@core/locale';
import { messagesFor } from '@core/messages/catalog';
import { createTranslator, translateText } from './translate';

const english = {
  errors: { forbidden: "You don't have permission to do that.", busy: 'Please try again in {seconds} seconds.' },
  turnovers: {
    cancelled: 'Turnover cancelled at {place}',
    summaryNew: '{count} new',
    notice: '{place}: {summary}.',
    day: { one: '{count} day', other: '{count} days' },
  },
  status: { scheduled: 'scheduled' },
  transition: 'This turnover is {from} and cannot become {to}.',
};
const spanish = {
  errors: { forbidden: 'No tienes permiso para hacer eso.', busy: 'Vuelve a intentarlo en {seconds} segundos.' },
  turnovers: {
    cancelled: 'Limpieza cancelada en {place}',
    summaryNew: '{count} nuevas',
    notice: '{place}: {summary}.',
    day: { one: '{count} día', other: '{count} días' },
  },
  status: { scheduled: 'programada' },
  transition: 'Esta limpieza está {from} y no puede pasar a {to}.',
};
const toSpanish = createTranslator(english, spanish);

describe('translating a text the server wrote in English', () => {
  it('finds a catalog text by its wording and answers the same key in the other language', () => {
    expect(toSpanish("You don't have permission to do that.")).toBe('No tienes permiso para hacer eso.');
    expect(toSpanish('3 days')).toBe('3 días');
  });

  it('reads the values back out of a filled-in template and fills them into the translation, themselves translated', () => {
    expect(toSpanish('Please try again in 12 seconds.')).toBe('Vuelve a intentarlo en 12 segundos.');
    expect(toSpanish('Turnover cancelled at 12 Elm St, Austin')).toBe('Limpieza cancelada en 12 Elm St, Austin');
    expect(toSpanish('This turnover is scheduled and cannot become done.')).toBe(
      'Esta limpieza está programada y no puede pasar a done.',
    );
  });

  it('leaves alone what no catalog holds, and templates that are mostly placeholders match nothing', () => {
    expect(toSpanish('Please bring extra towels')).toBe('Please bring extra towels');
    expect(toSpanish('12 Elm St: anything.')).toBe('12 Elm St: anything.');
    expect(toSpanish('')).toBe('');
  });

  it('is the identity for English, and every language has the same texts to translate from', () => {
    expect(translateText('Not found.', 'en')).toBe('Not found.');
    for (const locale of LOCALES)
      expect(translateText(messagesFor('en').errors.notFound, locale)).toBe(messagesFor(locale).errors.notFound);
  });
});
