package io.dgq.sdk.paging;

/** The comparison of one filter of a list request. */
public enum FilterOperator {
    /** The column equals the value. */
    EQ("eq"),
    /** The column differs from the value. */
    NE("ne"),
    /** The column is less than the value. */
    LT("lt"),
    /** The column is less than or equal to the value. */
    LTE("lte"),
    /** The column is greater than the value. */
    GT("gt"),
    /** The column is greater than or equal to the value. */
    GTE("gte"),
    /** The column, as text, contains the value, ignoring case. */
    CONTAINS("contains"),
    /** The column equals one of the values; the value is a collection. */
    IN("in");

    private final String wireValue;

    FilterOperator(String wireValue) {
        this.wireValue = wireValue;
    }

    /**
     * Returns the value sent on the wire.
     *
     * @return the lower-case operator name, for example {@code "eq"}
     */
    public String wireValue() {
        return wireValue;
    }
}
