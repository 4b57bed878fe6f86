export declare const components: Record<string, never>;
