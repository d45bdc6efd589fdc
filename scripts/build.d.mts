// Types of scripts/build.mjs for the TypeScript that imports it (the API tests' global setup).
export declare const root: string;
export declare const serverEntry: string;
export declare const webEntry: string;
export type BuildPart = 'server' | 'web';
export declare function staleParts(parts?: BuildPart[]): { part: BuildPart; reason: string }[];
export declare function buildServer(): Promise<void>;
export declare function buildWeb(options?: { quiet?: boolean }): Promise<void>;
