package io.dgq.server.internal.proxy;

/**
 * Watches the answers of the upstream in proxy mode: the drift report and the recording. Called once per answer, from
 * the thread that forwarded the call, concurrently for concurrent calls; an implementation is thread-safe and quick,
 * and never changes the answer the caller gets.
 */
@FunctionalInterface
public interface ProxiedAnswers {

    /**
     * Takes one answer of the upstream.
     *
     * @param answer the call and its answer
     */
    void answered(ProxiedAnswer answer);
}
