/**
 * Values that take seconds to compute kept between kit builds on disk
 * ({@link adjutant.generator.cache.BuildCache}), below every other generator package so that the
 * PDF maker's fonts and the games' drawings can use it alike.
 *
 * <p>May use: no other Adjutant package.
 */
package adjutant.generator.cache;
