/**
 * Plain page geometry in millimetres, origin at the top-left corner of the paper, y down:
 * the one rectangle ({@link adjutant.engine.geometry.Box}) that the generator lays pages out
 * with and the scan sheet's layout places its boxes with, so a drawn box and the box the
 * validator reads are the same value. May use: the JDK only.
 */
package adjutant.engine.geometry;
