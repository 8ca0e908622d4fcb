package io.dgq.codegen;

import com.palantir.javapoet.ParameterSpec;
import io.dgq.codegen.ApiDescription.Answer;
import io.dgq.codegen.ApiDescription.Body;
import io.dgq.codegen.ApiDescription.Client;
import io.dgq.codegen.ApiDescription.Field;
import io.dgq.codegen.ApiDescription.Method;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The words of a method's Javadoc: what the description says of it, and for the usual operations (create, get,
 * list, update, delete, export, tree view) what they all say, in the client's nouns.
 *
 * @param summary the first sentence, without its period
 * @param details the sentences after the route, or {@code null}
 * @param params each argument's description, by name, the options left out
 * @param returns the plain method's answer, or {@code null} when it answers nothing
 * @param throwsDocs the failures besides a bad argument and {@code DgqException}: {simple name, text} pairs
 * @param argumentCheck when an argument is refused: for example {@code {@code id} is {@code null} or blank}
 */
record Prose(
        String summary,
        String details,
        Map<String, String> params,
        String returns,
        List<String[]> throwsDocs,
        String argumentCheck) {

    static final String NOT_FOUND = "DgqNotFoundException";
    static final String VALIDATION = "DgqValidationException";
    private static final String INFERRED = "The route is inferred: the specification names the operation without its"
            + " method and path, and this is the route its siblings imply.";

    /** {@return the words of a method's Javadoc} */
    static Prose of(Client client, Method method) {
        String noun = client.noun();
        String a = article(noun);
        String summary = method.summary();
        String details = null;
        String returns = method.returns();
        Map<String, String> params = new LinkedHashMap<>();
        List<String[]> throwsDocs = new ArrayList<>();
        String columns = client.columns() == null ? "" : " (by {@link " + client.columns() + "})";
        if (method.body() == Body.LIST) {
            params.put("request", "pagination, sorting" + columns + ", filters and search");
            returns = returns != null ? returns : "the page, with the total count";
            throwsDocs.add(new String[] {VALIDATION, "if the server rejects the list body"});
        }
        switch (method.name()) {
            case "create" -> {
                summary = summary != null ? summary : "Creates " + a + noun;
                details = "Not retried once the request may have reached the server.";
                params.putIfAbsent("request", "the " + noun + "'s fields");
                returns = returns != null ? returns : "the created " + noun + ", with its new id";
                throwsDocs.add(new String[] {VALIDATION, "if the server rejects a field"});
            }
            case "get" -> {
                summary = summary != null ? summary : "Reads " + a + noun + " by its id";
                returns = returns != null ? returns : "the " + noun + "'s detail";
                throwsDocs.add(new String[] {NOT_FOUND, "if no " + noun + " has this id"});
            }
            case "list" -> {
                summary = summary != null ? summary : "Lists one page of " + client.plural();
                returns = "the page, with the total count and, where the resource has them, the list's summary"
                        + " counters";
            }
            case "update" -> {
                summary = summary != null ? summary : "Updates some fields of " + a + noun;
                details = "Fields not set in the request keep their values; a field set to {@code null} is reset.";
                params.putIfAbsent("request", "the fields to change");
                throwsDocs.add(new String[] {NOT_FOUND, "if no " + noun + " has this id"});
                throwsDocs.add(new String[] {VALIDATION, "if the server rejects a field"});
            }
            case "delete" -> {
                summary = summary != null ? summary : "Deletes " + a + noun;
                throwsDocs.add(new String[] {NOT_FOUND, "if no " + noun + " has this id"});
            }
            case "export" -> {
                summary = summary != null ? summary : "Exports every matching " + noun + " in one answer";
                params.put(
                        "request",
                        "sorting, filters and search; sent with {@code export: true}, so pagination does"
                                + " not apply");
                returns = returns != null ? returns : "every match";
                throwsDocs.add(new String[] {VALIDATION, "if the server rejects the list body"});
            }
            case "treeView" -> {
                summary = summary != null
                        ? summary
                        : "Reads the whole " + noun + " tree, without filters, sorting or paging";
                returns = returns != null ? returns : "the top-level " + client.plural() + " with their descendants";
            }
            default -> {
                if (summary == null) {
                    throw new IllegalArgumentException(method.operationId() + " " + method.name() + ": no summary");
                }
            }
        }
        if (method.details() != null) {
            details = details == null ? method.details() : details + " " + method.details();
        }
        if (method.inferred()) {
            details = details == null ? INFERRED : details + " " + INFERRED;
        }
        if (returns == null && method.answer() != Answer.NOTHING) {
            throw new IllegalArgumentException(method.operationId() + " " + method.name() + ": no 'returns'");
        }
        for (String parameter : method.pathParameters()) {
            params.putIfAbsent(parameter, "the " + words(parameter) + "'s id");
        }
        for (Field field : method.fields()) {
            params.putIfAbsent(field.name(), field.doc());
        }
        params.putAll(method.params());
        // The guessed failures stay only where the operation declares their status.
        throwsDocs.removeIf(
                t -> (t[0].equals(VALIDATION) && !method.errorStatuses().contains("400"))
                        || (t[0].equals(NOT_FOUND) && !method.errorStatuses().contains("404")));
        method.throwsDocs().forEach((type, text) -> throwsDocs.add(new String[] {type, text}));
        return new Prose(
                summary,
                details,
                params,
                method.answer() == Answer.NOTHING ? null : returns,
                throwsDocs,
                argumentCheck(method));
    }

    /** {@return when the arguments are refused, before any request} */
    private static String argumentCheck(Method method) {
        List<String> texts = new ArrayList<>(method.pathParameters());
        method.fields().stream().filter(Field::required).forEach(f -> texts.add(f.name()));
        List<String> objects = new ArrayList<>();
        if (method.body() == Body.REQUEST || method.body() == Body.LIST || method.body() == Body.EXPORT) {
            objects.add("request");
        }
        objects.add("options");
        String objectsNull = either(objects) + " is {@code null}";
        return texts.isEmpty() ? objectsNull : either(texts) + " is {@code null} or blank, or " + objectsNull;
    }

    private static String either(List<String> names) {
        List<String> coded = names.stream().map(n -> "{@code " + n + "}").toList();
        return coded.size() == 1
                ? coded.get(0)
                : String.join(", ", coded.subList(0, coded.size() - 1)) + " or " + coded.get(coded.size() - 1);
    }

    /** {@return a parameter's description, the options' included} */
    String param(ParameterSpec parameter, String options) {
        return parameter.name().equals("options") ? options : params.get(parameter.name());
    }

    static String article(String noun) {
        return "aeiou".indexOf(noun.charAt(0)) >= 0 ? "an " : "a ";
    }

    /** {@return the words of an id parameter's name: {@code metricDetailId} is {@code metric detail}} */
    static String words(String parameter) {
        String name = parameter.endsWith("Id") ? parameter.substring(0, parameter.length() - 2) : parameter;
        return name.replaceAll("([a-z0-9])([A-Z])", "$1 $2").toLowerCase(Locale.ROOT);
    }
}
