package io.dgq.server.internal.data.query;

/** The operators of a list filter. */
enum FilterOperator {
    EQ,
    NE,
    LT,
    LTE,
    GT,
    GTE,
    CONTAINS,
    IN;

    /** The operator named in a list body, in any case, or {@code null}. */
    static FilterOperator parse(String name) {
        for (FilterOperator operator : values()) {
            if (operator.name().equalsIgnoreCase(name)) {
                return operator;
            }
        }
        return null;
    }
}
