/** The adjutant command: one class per subcommand, each returning its exit code. */
package adjutant.cli;
