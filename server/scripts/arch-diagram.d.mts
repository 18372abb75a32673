// Types of arch-diagram.mjs, for server/src/arch-diagram.test.ts.
import type { ModuleGraph } from './module-graph.mjs';
export declare const docPath: string;
export declare const BEGIN: string;
export declare const END: string;
export declare function renderDiagram(graph?: ModuleGraph): string;
export declare function withDiagram(doc: string, block: string): string;
