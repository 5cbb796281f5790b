/**
 * The adjutant command: one class per subcommand, each returning its exit code.
 *
 * <p>May use: {@code client}, {@code desk}, {@code engine.*}, {@code generator.*}, {@code validator.*};
 * picocli, the JDK's XML streams, progressbar.
 */
package adjutant.cli;
