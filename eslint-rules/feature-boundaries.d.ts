import type { Rule } from 'eslint';

declare const plugin: { rules: { 'feature-boundaries': Rule.RuleModule } };
export default plugin;
