// The betting rules of the specification as pure functions over plain data (DESIGN: packages/domain).
export {};
