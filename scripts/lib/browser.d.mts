export declare function findChromium(env?: NodeJS.ProcessEnv): string | null;
