/** A catalog's shape with its texts widened to string: what every language's copy of it must have. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
