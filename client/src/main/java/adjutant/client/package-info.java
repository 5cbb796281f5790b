/**
 * The thin client: sends a short command's arguments to a warm background server of the same jar,
 * folder and environment over a Unix socket and prints what it prints ({@link adjutant.client.Client}),
 * or starts such a server ({@link adjutant.client.Starter}); the Java options of every launcher
 * ({@link adjutant.client.JvmOptions}).
 *
 * <p>May use: no other Adjutant package; {@code java.base} only, so that it starts in a fraction of the
 * command's own time.
 */
package adjutant.client;
