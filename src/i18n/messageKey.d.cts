/** See messageKey.cjs. */
export declare function messageKey(id: string): string;
