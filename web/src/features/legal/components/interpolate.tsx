import { Fragment, type ReactNode } from 'react';

/** Fills `{name}` placeholders of a catalog text with elements (links, emphasis) instead of strings. */
export function interpolate(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{\w+\})/g).map((part, i) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={i}>{key !== undefined && key in values ? values[key] : part}</Fragment>;
  });
}
