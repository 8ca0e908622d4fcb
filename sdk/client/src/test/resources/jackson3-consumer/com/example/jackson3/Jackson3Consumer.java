package com.example.jackson3;

import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.json.JsonValue;
import io.dgq.sdk.model.Owner;
import io.dgq.sdk.terms.Term;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/** An application whose own code knows Jackson 3 only, as a Spring Boot 4 application's does. */
public final class Jackson3Consumer {

    private Jackson3Consumer() {}

    /** {@return what the application read back, one line per use of the API} */
    @SuppressWarnings("unchecked")
    public static List<String> run() {
        ObjectMapper jackson = JsonMapper.builder().build();
        List<String> out = new ArrayList<>();

        // Jackson 3 reads the application's JSON into plain values; the SDK takes them as an unknown field
        Map<String, Object> extra = jackson.readValue("{\"tier\":\"gold\",\"weights\":[1,2.5]}", Map.class);
        Domain domain = Domain.builder()
                .id("d-1")
                .name("Sales")
                .putAdditionalProperty("extra", JsonValue.from(extra))
                .build();
        JsonValue kept = domain.additionalProperty("extra");
        out.add(kept.asObject().get("tier").asString());
        out.add(Double.toString(kept.asMap().get("weights").asList().get(1).asDouble()));

        // a JSON value's text is JSON, which Jackson 3 reads back as the same tree
        JsonNode tree = jackson.readTree(kept.toString());
        out.add(Boolean.toString(tree.equals(jackson.readTree("{\"tier\":\"gold\",\"weights\":[1,2.5]}"))));

        // a free-form member of a model
        Term term = Term.builder().id("t-1").minValue(JsonValue.from(5)).build();
        out.add(Long.toString(term.minValue().asLong()));

        // a model's JSON, written by Jackson 3 from its plain Java form
        JsonObject owner = Owner.builder().id("u-1").email("ada@acme.example").build().toJson();
        out.add(jackson.writeValueAsString(owner.toJava()));

        // every unknown field of a model, as plain values
        out.add(jackson.writeValueAsString(domain.additionalProperties().get("extra").toJava()));
        return out;
    }
}
