package io.dgq.sdk.sources;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;
import io.dgq.sdk.model.JsonObject;
import java.time.OffsetDateTime;

/**
 * The fields a source carries both in lists ({@link SourceListItem}) and in its detail record ({@link Source}).
 */
public abstract class SourceRecord extends ApiObject {

    @JsonProperty("id")
    private String id;
    @JsonProperty("name")
    private String name;
    @JsonProperty("description")
    private String description;
    @JsonProperty("type")
    private String type;
    @JsonProperty("config")
    private JsonObject config;
    @JsonProperty("is_valid")
    private Boolean valid;
    @JsonProperty("is_active")
    private Boolean active;
    @JsonProperty("is_api_connection")
    private Boolean apiConnection;
    @JsonProperty("created_by")
    private String createdBy;
    @JsonProperty("created_at")
    private OffsetDateTime createdAt;
    @JsonProperty("modified_at")
    private OffsetDateTime modifiedAt;

    SourceRecord() {
    }

    /** {@return the source's id ({@code id})} */
    public String id() {
        return id;
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return name;
    }

    /** {@return the description ({@code description})} */
    public String description() {
        return description;
    }

    /** {@return the kind of data system ({@code type})} */
    public String type() {
        return type;
    }

    /** {@return the connection's configuration ({@code config})} */
    public JsonObject config() {
        return config;
    }

    /** {@return whether the connection was validated ({@code is_valid})} */
    public Boolean isValid() {
        return valid;
    }

    /** {@return whether the source is active ({@code is_active})} */
    public Boolean isActive() {
        return active;
    }

    /** {@return whether the source is reached through an API ({@code is_api_connection})} */
    public Boolean isApiConnection() {
        return apiConnection;
    }

    /** {@return who created the source ({@code created_by})} */
    public String createdBy() {
        return createdBy;
    }

    /** {@return when the source was created ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return createdAt;
    }

    /** {@return when the source was last changed ({@code modified_at})} */
    public OffsetDateTime modifiedAt() {
        return modifiedAt;
    }
}
