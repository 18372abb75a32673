// Types of module-graph.mjs, for the tests that import it (server/src/lint.test.ts, arch-diagram.test.ts).
export type ModuleGraph = Map<string, Map<string, Set<string>>>;
export declare function moduleOf(file: string): string | undefined;
export declare function moduleGraph(): ModuleGraph;
export declare function cycles(graph: ModuleGraph): string[][];
export declare function reaches(graph: ModuleGraph, from: string, to: string): boolean;
export declare function mutualPairs(graph: ModuleGraph): [string, string][];
export declare const knownCycles: string[][];
