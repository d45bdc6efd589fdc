// 'Add turnover' / 'Edit' as the Turnovers page shows it: the form's code loads the first time it
// opens (most visits only read the page, and its first visit has a JavaScript budget).
import type { ComponentProps } from 'react';
import { lazyWhenOpen } from '@web/components/ui/lazy-when-open';
import type { TurnoverFormDialog as Eager } from './turnover-form';

export const TurnoverFormDialog = lazyWhenOpen<ComponentProps<typeof Eager>>(() =>
  import('./turnover-form').then((m) => ({ default: m.TurnoverFormDialog })),
);
