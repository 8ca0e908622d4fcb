package io.dgq.server.internal.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.admin.AdminApi;
import io.dgq.server.internal.data.store.Capacity;
import io.dgq.server.internal.error.ApiError;
import io.dgq.server.internal.json.Json;
import io.dgq.server.internal.resources.Resource;
import io.dgq.server.internal.resources.Workspace;
import io.dgq.server.internal.routing.Call;
import java.util.Locale;
import java.util.Map;

/**
 * What the admin API reads of a server's records and limits for its console: every resource kind with its count,
 * a page of a kind's records through the API's own list semantics, and the record and heap limits.
 */
public final class AdminState implements AdminApi.State {

    private final Workspace workspace;
    private final Capacity capacity;
    private final ObjectNode flags;

    /**
     * Creates the view.
     *
     * @param flags the server's options, as the admin API tells them
     */
    public AdminState(Workspace workspace, Capacity capacity, ObjectNode flags) {
        this.workspace = workspace;
        this.capacity = capacity;
        this.flags = flags.deepCopy();
    }

    /** The name of a kind in the admin API's paths: its label in lower case, words joined by {@code _}. */
    static String name(Resource resource) {
        return resource.store().label().toLowerCase(Locale.ROOT).replace(' ', '_');
    }

    @Override
    public ArrayNode resources() {
        ArrayNode array = Json.array();
        for (Resource resource : workspace.all()) {
            array.addObject()
                    .put("name", name(resource))
                    .put("label", resource.displayName())
                    .put("id_field", resource.store().idField())
                    .put("count", resource.store().size());
        }
        return array;
    }

    @Override
    public ObjectNode list(String name, JsonNode listBody) {
        for (Resource resource : workspace.all()) {
            if (name(resource).equals(name)) {
                return resource.listAnswer(resource.query(new Call(null, Map.of(), listBody)), record -> true, false);
            }
        }
        throw ApiError.notFound("No resource named '" + name + "'; GET /__admin/records lists them");
    }

    @Override
    public ObjectNode limits() {
        Runtime runtime = Runtime.getRuntime();
        ObjectNode limits = Json.object();
        limits.put("records", capacity.recordCount())
                .put("max_records", capacity.maxRecords())
                .put("heap_used_bytes", runtime.totalMemory() - runtime.freeMemory())
                .put("heap_max_bytes", capacity.heapMaxBytes())
                .put("heap_watermark_percent", capacity.heapWatermarkPercent())
                .put("heap_over_watermark", capacity.heapOverWatermark());
        return limits;
    }

    @Override
    public ObjectNode flags() {
        return flags.deepCopy();
    }
}
