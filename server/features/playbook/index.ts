// The playbook feature's front door: a job's checklist, supplies and access notes, and its items.
export { checklistOf, hasAccessInstructions, itemById, itemForReference, suppliesOf } from './service';
export { readerLocale } from './reader-locale';
