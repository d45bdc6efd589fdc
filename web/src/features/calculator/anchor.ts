// The calculator section's anchor (/#calculator), apart from the section itself so the links to it
// do not pull the calculator's code into the home page's first load (it loads lazily).
export const CALCULATOR_ANCHOR = 'calculator';
