// The calculator feature's public entry: the anchor its links point to and the section, which loads
// its own code lazily (so importing this entry never pulls the calculator into a page's first load).
export { CALCULATOR_ANCHOR } from './anchor';
export { CalculatorSection } from './lazy-section';
