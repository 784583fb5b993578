/**
 * Every property-based test of a run draws from one fixed seed, so a run
 * tests what the run before it tested and a failure is a defect, never a
 * draw of the dice: FUZZ_SEED=… replays a reported seed or explores others
 * (the fuzz kit's `fuzzParameters` takes the same variable).
 */
import fc from 'fast-check';

fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: Number(process.env.FUZZ_SEED ?? 20270301) });
