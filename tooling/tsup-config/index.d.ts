import type { Options } from 'tsup';

export declare const libraryBuild: Readonly<Required<Pick<Options, 'format' | 'dts' | 'sourcemap' | 'clean' | 'target' | 'treeshake'>>>;
