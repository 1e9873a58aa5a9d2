export declare const DECODE_BASE64_SOURCE: string;
