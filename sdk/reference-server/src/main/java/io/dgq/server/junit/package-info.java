/**
 * A JUnit 5 extension that runs a {@link io.dgq.server.ReferenceServer} for a test class and injects a ready
 * {@code DgqClient}, the server, or its base URL and API token into test methods.
 */
package io.dgq.server.junit;
