export declare const repoRoot: string;
export declare function bundle(entry: string): Promise<string>;
export declare function importBundled(entry: string): Promise<unknown>;
