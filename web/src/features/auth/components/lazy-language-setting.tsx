// The profile pages' Language field (issue 41), loaded with the profile page only when it renders:
// the auth feature's entry is imported by most pages, and its shared code is copied into them.
import { lazy, Suspense } from 'react';

const Setting = lazy(() => import('./language-setting').then((m) => ({ default: m.LanguageSetting })));

export function LanguageSetting() {
  return (
    <Suspense fallback={null}>
      <Setting />
    </Suspense>
  );
}
