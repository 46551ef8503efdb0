-- Issue 20 item 3: staff switch a map object off without deleting it (a parking closed for
-- works keeps its code, spaces and history); an inactive object is left out of the drivers' map
-- info. Zones get no geometry: they have no shape of their own, the map draws them through their
-- parkings (each parking names its zone).
ALTER TABLE map_objects ADD COLUMN active boolean NOT NULL DEFAULT true;

-- The console's object table searches and pages by code within a type.
CREATE INDEX map_objects_type_code_idx ON map_objects (objecttype, code);
