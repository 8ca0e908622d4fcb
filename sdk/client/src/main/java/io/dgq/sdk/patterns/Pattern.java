package io.dgq.sdk.patterns;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;
import java.time.OffsetDateTime;

/**
 * A pattern: a regular expression that the values of an attribute must match. The same record is answered by
 * {@code GET /metrics/pattern/{patternId}}, the pattern list, the attribute lookup and create. See
 * {@link PatternColumn} for the fields a list can sort and filter by.
 */
public final class Pattern extends ApiObject {

    @JsonProperty("id")
    private String id;
    @JsonProperty("name")
    private String name;
    @JsonProperty("pattern")
    private String pattern;
    @JsonProperty("type")
    private String type;
    @JsonProperty("attribute_id")
    private String attributeId;
    @JsonProperty("system_pattern_id")
    private String systemPatternId;
    @JsonProperty("is_valid")
    private Boolean valid;
    @JsonProperty("created_at")
    private OffsetDateTime createdAt;
    @JsonProperty("created_by")
    private String createdBy;

    private Pattern() {
    }

    /** {@return the pattern's id ({@code id})} */
    public String id() {
        return id;
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return name;
    }

    /** {@return the regular expression, as text ({@code pattern})} */
    public String pattern() {
        return pattern;
    }

    /** {@return the kind of pattern ({@code type})} */
    public String type() {
        return type;
    }

    /** {@return the id of the attribute the pattern applies to ({@code attribute_id})} */
    public String attributeId() {
        return attributeId;
    }

    /** {@return the id of the built-in pattern this one derives from ({@code system_pattern_id})} */
    public String systemPatternId() {
        return systemPatternId;
    }

    /** {@return whether the regular expression is valid, as the server judged it ({@code is_valid})} */
    public Boolean isValid() {
        return valid;
    }

    /** {@return when the pattern was created ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return createdAt;
    }

    /** {@return who created the pattern ({@code created_by})} */
    public String createdBy() {
        return createdBy;
    }

    @Override
    public String toString() {
        return "Pattern{id=" + id + ", name=" + name + ", attributeId=" + attributeId + ", valid=" + valid + "}";
    }
}
