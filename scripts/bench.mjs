#!/usr/bin/env node
// Benchmarks are added by the issues that set performance budgets (see README "Scripts").
console.log('no benchmarks yet');
