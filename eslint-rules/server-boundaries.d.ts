import type { Rule } from 'eslint';

declare const plugin: { rules: { 'server-boundaries': Rule.RuleModule } };
export declare const INFRASTRUCTURE_EXCEPTIONS: Record<string, string>;
export default plugin;
