package io.dgq.sdk.sources;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * A source's detail record ({@code GET /core/source/{sourceId}}), with its credentials and source type. A list
 * shows {@link SourceListItem} instead. {@link #toString()} never prints the credentials.
 */
public final class Source extends SourceRecord {

    @JsonProperty("credentials")
    private SourceCredentials credentials;
    @JsonProperty("source_type_id")
    private String sourceTypeId;
    @JsonProperty("source_type")
    private SourceType sourceType;

    private Source() {
    }

    /** {@return the connection credentials, some of them encoded by the server ({@code credentials})} */
    public SourceCredentials credentials() {
        return credentials;
    }

    /** {@return the source type's id ({@code source_type_id})} */
    public String sourceTypeId() {
        return sourceTypeId;
    }

    /** {@return the source type ({@code source_type})} */
    public SourceType sourceType() {
        return sourceType;
    }

    /** Describes the source without its credentials. */
    @Override
    public String toString() {
        return "Source{id=" + id() + ", name=" + name() + ", type=" + type() + ", sourceTypeId=" + sourceTypeId + "}";
    }
}
