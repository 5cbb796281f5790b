/**
 * What every module's JMH benchmarks share (compiled into each module that has {@code src/bench/java}):
 * the CPU-time counter.
 *
 * <p>May use: JMH, the JDK's management beans; no Adjutant package.
 */
package adjutant.bench;
