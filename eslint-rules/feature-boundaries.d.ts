import type { Rule } from 'eslint';

declare const plugin: { rules: { 'feature-boundaries': Rule.RuleModule; 'use-aliases': Rule.RuleModule } };
export default plugin;
