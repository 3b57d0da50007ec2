export declare const root: string;
export declare const defaultOutDir: string;
export declare const BUILD_MODE: 'production';
export declare function sourceHash(): string;
export declare function readBuildInfo(
  outDir?: string,
): { mode: string; sourceHash: string; builtAt: string } | null;
export declare function staleReason(outDir?: string): string | null;
export declare function buildWeb(opts?: { outDir?: string; stdio?: 'inherit' | 'pipe' | 'ignore' }): number;
export declare function landingWeight(outDir?: string): {
  files: string[];
  mainChunkBytes: number;
  gzipKb: number;
  brotliKb: number;
};
export declare function routeWeights(
  routes: Record<string, string>,
  outDir?: string,
): { route: string; files: number; gzipKb: number; brotliKb: number }[];
