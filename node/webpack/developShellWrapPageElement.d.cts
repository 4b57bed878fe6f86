export declare function wrapPageElement<T>(args: { element: T }): T;
