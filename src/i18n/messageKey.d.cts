/** See messageKey.cjs. */
export declare function messageKeys(text?: string): (id: string) => string;
export declare const THEME_IDS_FILE: string;
