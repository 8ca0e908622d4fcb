package io.dgq.sdk.internal;

/**
 * A client built by the SDK, seen from inside: its resolved configuration. The SDK's own clients implement it; tests
 * and the SDK's integrations reach a client's transport and defaults through it. Internal.
 */
public interface ConfiguredClient {

    /** {@return the client's resolved configuration} */
    ClientConfig config();
}
