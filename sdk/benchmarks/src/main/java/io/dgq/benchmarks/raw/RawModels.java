package io.dgq.benchmarks.raw;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.OffsetDateTime;
import java.util.List;

/**
 * The hand-written baseline's model: plain classes with public fields named as the JSON fields, of the same Java
 * types as the SDK's models (strings, boxed numbers, {@link OffsetDateTime} timestamps, nested records, free-form
 * objects as Jackson trees). This is what a user writing OkHttp + Jackson code by hand would decode into.
 */
public final class RawModels {

    private RawModels() {}

    /** The common envelope. */
    public static final class Envelope<T> {
        public Boolean success;
        public String message;
        public OffsetDateTime timestamp;
        public String correlation_id;
        public T data;
    }

    /** A list answer's {@code data}. */
    public static final class ListPayload<T> {
        public List<T> data;
        public Long total_count;
        public Long count;
        public List<Metric> metrics;
    }

    /** A list summary counter. */
    public static final class Metric {
        public String title;
        public Long value;
        public String trend;
        public String trendValue;
        public String type;
    }

    /** A domain list item. */
    public static class DomainListItem {
        public String id;
        public String name;
        public String description;
        public String type;
        public String source;
        public String parent_id;
        public String owner_team;
        public String qualified_name;
        public String score;
        public String status;
        public String user;
        public String freshness_sla;
        public String schema_stability;
        public String sla_config;
        public Integer level;
        public Integer total_alerts;
        public Integer total_issues;
        public Integer linked_asset_count;
        public Integer linked_metric_count;
        public Integer total_conversations;
        public Integer total_views;
        public Integer linked_assets;
        public Integer total_likes;
        public Integer total_dislikes;
        public Boolean is_active;
        public Boolean is_deleted;
        public List<Owner> owner;
        public List<JsonNode> product;
        public List<JsonNode> tag;
        public List<JsonNode> term;
        public List<GlossaryReference> glossary;
        public OffsetDateTime created_at;
        public OffsetDateTime modified_at;
        public String created_by;
        public String modified_by;
    }

    /** A domain detail record. */
    public static final class Domain extends DomainListItem {
        public String definition;
        public String context;
        public String who_should_use_this;
        public String recent_conversations;
        public List<JsonNode> parents;
        public List<JsonNode> audiences;
        public List<Viewer> viewers;
        public ContextFreshness context_freshness;
    }

    /** An owner. */
    public static final class Owner {
        public String id;
        public String name;
        public String email;
        public String label;
        public String owner_type;
    }

    /** A glossary reference (list items may carry the three last fields). */
    public static final class GlossaryReference {
        public String id;
        public String name;
        public String label;
        public String description;
        public String source;
        public Boolean is_active;
    }

    /** A viewer. */
    public static final class Viewer {
        public String id;
        public OffsetDateTime viewed_at;
        public String name;
        public String email;
    }

    /** Context freshness. */
    public static final class ContextFreshness {
        public String description;
        public String owner_verified;
        public String synonyms;
        public String metric_updated;
    }

    /** The common list request body. */
    public static final class ListBody {
        public Pagination pagination = new Pagination();
        public List<Object> sorting = List.of();
        public List<Object> filters = List.of();
        public String search = "";
        public boolean export;
    }

    /** The pagination of a list body. */
    public static final class Pagination {
        public int page = 1;
        public int pageSize = 50;
    }
}
