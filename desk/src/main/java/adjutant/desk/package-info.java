/**
 * The game master's desk: a local web application ({@code adjutant serve}) over the same
 * validator and generator APIs as the command line, keeping games as the plain position and
 * sheet files the command line reads and writes. {@link adjutant.desk.Desk} is the facade.
 */
package adjutant.desk;
