// A person's name as people type it, and nothing else: names are the text a stranger can put into
// an email sent to any address (the fee quote, the sign-up link) and onto other people's pages, so
// a name holding a link or an email address is refused. One rule for every name field (quote,
// sign-up of hosts and cleaners, profiles), with one catalog message shown on the field.
import { z } from 'zod';
import { hasLinkOrEmail } from '../link-or-email';
import { errors } from '../messages/en/errors';

export { hasLinkOrEmail };

/** Adds the rule to a name schema (after its own trimming and length checks). */
export const personName = <T extends z.ZodType<string>>(schema: T, message: string = errors.nameLinkOrEmail) =>
  schema.refine((name) => !hasLinkOrEmail(name), { message });
