export interface Figure {
  label: string;
  value: number | string;
  unit?: string;
  note?: string;
}
export declare function median(values: readonly number[]): number;
export declare function percentile(values: readonly number[], p: number): number;
export declare function fmt(value: number | string, unit?: string): string;
export declare function load(): number;
export declare function report(name: string, figures: Figure[], notes?: string[]): void;
export declare function since(start: number): number;
