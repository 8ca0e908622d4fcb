package io.dgq.sdk.sources;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;
import io.dgq.sdk.model.JsonObject;
import java.time.OffsetDateTime;

/**
 * A source's detail record ({@code GET /core/source/{sourceId}}), with its credentials and source type. A list
 * shows {@link SourceListItem} instead. {@link #toString()} never prints the credentials.
 */
public final class Source extends ApiObject {

    @JsonProperty("id")
    private String id;
    @JsonProperty("name")
    private String name;
    @JsonProperty("description")
    private String description;
    @JsonProperty("type")
    private String type;
    @JsonProperty("credentials")
    private SourceCredentials credentials;
    @JsonProperty("config")
    private JsonObject config;
    @JsonProperty("is_valid")
    private Boolean valid;
    @JsonProperty("is_active")
    private Boolean active;
    @JsonProperty("is_api_connection")
    private Boolean apiConnection;
    @JsonProperty("source_type_id")
    private String sourceTypeId;
    @JsonProperty("source_type")
    private SourceType sourceType;
    @JsonProperty("created_by")
    private String createdBy;
    @JsonProperty("created_at")
    private OffsetDateTime createdAt;
    @JsonProperty("modified_at")
    private OffsetDateTime modifiedAt;

    private Source() {
    }

    /** @return the source's id ({@code id}) */
    public String id() {
        return id;
    }

    /** @return the name ({@code name}) */
    public String name() {
        return name;
    }

    /** @return the description ({@code description}) */
    public String description() {
        return description;
    }

    /** @return the kind of data system ({@code type}) */
    public String type() {
        return type;
    }

    /** @return the connection credentials, some of them encoded by the server ({@code credentials}) */
    public SourceCredentials credentials() {
        return credentials;
    }

    /** @return the connection's configuration ({@code config}) */
    public JsonObject config() {
        return config;
    }

    /** @return whether the connection was validated ({@code is_valid}) */
    public Boolean isValid() {
        return valid;
    }

    /** @return whether the source is active ({@code is_active}) */
    public Boolean isActive() {
        return active;
    }

    /** @return whether the source is reached through an API ({@code is_api_connection}) */
    public Boolean isApiConnection() {
        return apiConnection;
    }

    /** @return the source type's id ({@code source_type_id}) */
    public String sourceTypeId() {
        return sourceTypeId;
    }

    /** @return the source type ({@code source_type}) */
    public SourceType sourceType() {
        return sourceType;
    }

    /** @return who created the source ({@code created_by}) */
    public String createdBy() {
        return createdBy;
    }

    /** @return when the source was created ({@code created_at}) */
    public OffsetDateTime createdAt() {
        return createdAt;
    }

    /** @return when the source was last changed ({@code modified_at}) */
    public OffsetDateTime modifiedAt() {
        return modifiedAt;
    }

    /** Describes the source without its credentials. */
    @Override
    public String toString() {
        return "Source{id=" + id + ", name=" + name + ", type=" + type + ", sourceTypeId=" + sourceTypeId + "}";
    }
}
