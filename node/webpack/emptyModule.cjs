// Stands in for a module of Gatsby's browser runtime that a production page never runs
// (see node/webpack/unusedRuntime.ts).
