package io.dgq.server;

import java.util.List;
import java.util.Objects;

/**
 * What the proxy mode found so far: the upstream's answers checked against the published OpenAPI document, and every
 * difference, aggregated per operation, member and kind with a count and one redacted example. Immutable: a copy
 * taken when {@link ReferenceServer#drift()} was called.
 *
 * <pre>{@code
 * assertThat(proxy.drift().differences()).isEmpty();   // or
 * proxy.drift().assertNoDrift();
 * }</pre>
 *
 * @param upstream the upstream's host
 * @param checkedAnswers how many answers were checked
 * @param uncheckedAnswers how many answers were too large to check and were streamed through
 * @param differences every difference found, ordered by operation, member and kind
 * @param summary one paragraph telling the counts and the first differences
 */
public record DriftReport(
        String upstream, long checkedAnswers, long uncheckedAnswers, List<Difference> differences, String summary) {

    /**
     * One difference between the upstream's answers and the document.
     *
     * @param operationId the operation, as the document names it, such as {@code patterns.get}
     * @param member where: a member path such as {@code data.data[].name}, or {@code (status)}, or {@code (body)}
     * @param kind {@code UNDECLARED_STATUS}, {@code NOT_JSON}, {@code UNDECLARED_MEMBER}, {@code MISSING_MEMBER},
     *     {@code TYPE_MISMATCH}, {@code FORMAT_MISMATCH}, {@code UNDECLARED_ENUM_VALUE} or {@code NULL_NOT_ALLOWED}
     * @param detail what the document declares and what was seen
     * @param count how many times it was seen
     * @param example the first value seen, with secrets, e-mail addresses and JWT-shaped strings replaced; {@code null}
     *     for kinds without a value
     */
    public record Difference(
            String operationId, String member, String kind, String detail, long count, String example) {

        /**
         * Checks the members that are never absent.
         *
         * @param operationId the operation, as the document names it
         * @param member where, a member path or {@code (status)} or {@code (body)}
         * @param kind the kind of difference
         * @param detail what the document declares and what was seen
         * @param count how many times it was seen
         * @param example the first value seen, redacted, or {@code null}
         */
        public Difference {
            Objects.requireNonNull(operationId, "operationId");
            Objects.requireNonNull(member, "member");
            Objects.requireNonNull(kind, "kind");
        }
    }

    /**
     * Copies the differences.
     *
     * @param upstream the upstream's host
     * @param checkedAnswers how many answers were checked
     * @param uncheckedAnswers how many answers were too large to check
     * @param differences every difference found
     * @param summary one paragraph telling the counts and the first differences
     */
    public DriftReport {
        differences = List.copyOf(differences);
        Objects.requireNonNull(summary, "summary");
    }

    /** {@return whether no difference was found} */
    public boolean isEmpty() {
        return differences.isEmpty();
    }

    /**
     * Fails when any difference was found, for a test or CI job that fails on drift.
     *
     * @throws AssertionError with the {@linkplain #summary() summary} when there is drift
     */
    public void assertNoDrift() {
        if (!isEmpty()) {
            throw new AssertionError(summary);
        }
    }
}
