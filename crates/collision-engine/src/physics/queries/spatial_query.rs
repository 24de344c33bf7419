//! The `SpatialQuery` system parameter: ray casts, shape casts and overlap tests against the bodies, through a grid.

use crate::physics::queries::filter::QueryFilter;
use crate::physics::queries::index::SpatialIndex;
use std::ops::ControlFlow;

use crate::bevy_prelude::*;
use bevy_ecs::entity::EntityHashSet;
use bevy_ecs::system::{SystemChangeTick, SystemParam};

use crate::geometry::aabb::Aabb;
use crate::geometry::placed::{Placed, cast_placed, contact_placed, raycast_placed};
use crate::geometry::ray::Ray;
use crate::geometry::raycast_aabb;
use crate::geometry::shape::Shape;
use crate::physics::components::{Collider, RigidBody};
use crate::physics::layers::CollisionLayers;
use crate::physics::queries::index::Filings;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<SpatialIndex>();
}

/// Where a ray or a cast shape meets a body.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct QueryHit {
    /// The body met.
    pub entity: Entity,
    /// How far along the ray or the cast (m): 0 when it starts inside or overlapping.
    pub distance: f32,
    /// The point met: on the body's surface (for a shape cast, where the two surfaces touch).
    pub point: Vec3,
    /// The body's outward surface normal there, facing back at the ray or the cast shape.
    pub normal: Vec3,
}

/// The bodies a query reads: position, shape, kind and layers.
type QueriedBodies<'w, 's> = Query<
    'w,
    's,
    (
        Entity,
        Ref<'static, Transform>,
        Ref<'static, Collider>,
        Ref<'static, RigidBody>,
        Option<&'static CollisionLayers>,
    ),
>;

/// Ray casts, shape casts and overlap tests against every body with a collider, where it is now. A system
/// parameter: add `query: SpatialQuery` to a system's arguments. Bodies are filed in a grid the first time
/// a system queries after they moved, so a query looks at the bodies near its path only.
#[derive(SystemParam)]
pub struct SpatialQuery<'w, 's> {
    bodies: QueriedBodies<'w, 's>,
    index: Res<'w, SpatialIndex>,
    ticks: SystemChangeTick,
}

/// A body a query's path passes near: its shape where it is and its layers.
struct MarchedBody {
    entity: Entity,
    placed: Placed,
    layers: CollisionLayers,
}

impl SpatialQuery<'_, '_> {
    /// The nearest body `ray` meets within `max_distance` that `filter` lets through.
    pub fn cast_ray(&self, ray: &Ray, max_distance: f32, filter: &QueryFilter) -> Option<QueryHit> {
        let span = self.path_span(ray, Vec3::ZERO, max_distance)?;
        let mut nearest: Option<QueryHit> = None;
        self.march(ray, Vec3::ZERO, span, |MarchedBody { entity, placed, layers }, from| {
            if let Some(hit) = raycast_placed(ray, &placed, max_distance)
                && filter.allows(entity, layers)
                && nearest.is_none_or(|best| hit.distance < best.distance)
            {
                let point = ray.at(hit.distance);
                nearest = Some(QueryHit { entity, distance: hit.distance, point, normal: hit.normal });
            }
            stop_beyond(nearest, from)
        });
        nearest
    }

    /// Every body `ray` meets within `max_distance` that `filter` lets through, nearest first.
    pub fn ray_hits(&self, ray: &Ray, max_distance: f32, filter: &QueryFilter) -> Vec<QueryHit> {
        let mut hits = Vec::new();
        let Some(span) = self.path_span(ray, Vec3::ZERO, max_distance) else {
            return hits;
        };
        self.march(ray, Vec3::ZERO, span, |MarchedBody { entity, placed, layers }, _| {
            if let Some(hit) = raycast_placed(ray, &placed, max_distance)
                && filter.allows(entity, layers)
            {
                let point = ray.at(hit.distance);
                hits.push(QueryHit { entity, distance: hit.distance, point, normal: hit.normal });
            }
            ControlFlow::Continue(())
        });
        hits.sort_by(|a, b| a.distance.total_cmp(&b.distance).then(a.entity.cmp(&b.entity)));
        hits
    }

    /// The first body `shape`, centred on the ray's origin and moved along it, meets within `max_distance`
    /// that `filter` lets through. A body it overlaps from the start is met at distance 0.
    pub fn cast_shape(&self, shape: &Shape, ray: &Ray, max_distance: f32, filter: &QueryFilter) -> Option<QueryHit> {
        let reach = shape.aabb(Vec3::ZERO).half_extents;
        // no farther than the path stays among the bodies, so that the cast's motion is finite
        let span = self.path_span(ray, reach, max_distance)?;
        let length = span.1;
        let motion = ray.direction * length;
        let mut nearest: Option<QueryHit> = None;
        let moving = Placed::at(shape.clone(), ray.origin);
        self.march(ray, reach, span, |MarchedBody { entity, placed, layers }, from| {
            if let Some(cast) = cast_placed(&moving, motion, &placed, Vec3::ZERO)
                && filter.allows(entity, layers)
            {
                let distance = cast.fraction * length;
                if nearest.is_none_or(|best| distance < best.distance) {
                    nearest = Some(QueryHit { entity, distance, point: cast.point, normal: -cast.normal });
                }
            }
            stop_beyond(nearest, from)
        });
        nearest
    }

    /// Every body that `shape` centred at `at` overlaps or touches and that `filter` lets through, in
    /// entity order.
    pub fn overlapping(&self, shape: &Shape, at: Vec3, filter: &QueryFilter) -> Vec<Entity> {
        let (query, region) = (Placed::at(shape.clone(), at), shape.aabb(at));
        let filings = self.fresh_filings();
        let mut found = Vec::new();
        for filing in [&filings.statics, &filings.movers] {
            filing.overlapping(&region, |entity| {
                if let Ok((_, transform, collider, _, layers)) = self.bodies.get(entity)
                    && filter.allows(entity, layers.copied().unwrap_or_default())
                    && contact_placed(&query, &collider.placed(&transform)).is_some()
                {
                    found.push(entity);
                }
            });
        }
        found.sort_unstable();
        found
    }

    /// Visits the bodies near the path of a box of half extents `reach` moved along `ray` over its
    /// [`path_span`](Self::path_span) `(enter, leave)`, a stretch of path at a time:
    /// `visit((entity, shape, centre, layers), from)` sees each body once, `from` being how far along the path
    /// the stretch that found it begins, and may stop the walk.
    fn march(
        &self,
        ray: &Ray,
        reach: Vec3,
        (enter, leave): (f32, f32),
        mut visit: impl FnMut(MarchedBody, f32) -> ControlFlow<()>,
    ) {
        let filings = self.fresh_filings();
        let stretch = filings.statics.grid.cell_size().max(filings.movers.grid.cell_size());
        // a stretch at least a cell long, and no more than 4,096 stretches over the whole path
        let stretch = stretch.max((leave - enter) / 4096.0);
        let mut seen = EntityHashSet::default();
        let mut from = enter;
        while from <= leave {
            let to = (from + stretch).min(leave);
            let region = Aabb::from_min_max(ray.at(from), ray.at(to));
            let region = Aabb::new(region.center, region.half_extents + reach);
            let mut near = Vec::new();
            for filing in [&filings.statics, &filings.movers] {
                filing.overlapping(&region, |entity| {
                    if seen.insert(entity) {
                        near.push(entity);
                    }
                });
            }
            near.sort_unstable();
            for entity in near {
                let Ok((_, transform, collider, _, layers)) = self.bodies.get(entity) else {
                    continue;
                };
                let body = MarchedBody {
                    entity,
                    placed: collider.placed(&transform),
                    layers: layers.copied().unwrap_or_default(),
                };
                if visit(body, from).is_break() {
                    return;
                }
            }
            if to >= leave {
                return;
            }
            from = to;
        }
    }

    /// The stretch of the path of a box of half extents `reach` moved along `ray` for up to `max_distance`
    /// where it may meet a body: where it enters the bounds of every body and where it leaves them.
    fn path_span(&self, ray: &Ray, reach: Vec3, max_distance: f32) -> Option<(f32, f32)> {
        let filings = self.fresh_filings();
        let bounds = [&filings.statics, &filings.movers].into_iter().filter_map(|filing| filing.bounds);
        let world = bounds.reduce(|all, aabb| all.union(&aabb))?;
        span_inside(ray, &Aabb::new(world.center, world.half_extents + reach), max_distance)
    }

    /// The filings, filed again for each group a body of which changed since they were filed (checked once
    /// per system run).
    fn fresh_filings(&self) -> std::sync::MutexGuard<'_, Filings> {
        let mut filings = self.index.lock();
        let now = self.ticks.this_run();
        if filings.checked == Some(now) {
            return filings;
        }
        filings.checked = Some(now);
        let (mut statics_stale, mut movers_stale) = (false, false);
        let (mut statics, mut movers) = (0, 0);
        for (_, transform, collider, body, _) in &self.bodies {
            let is_static = *body == RigidBody::Static;
            let (filing, stale, count) = match is_static {
                true => (&filings.statics, &mut statics_stale, &mut statics),
                false => (&filings.movers, &mut movers_stale, &mut movers),
            };
            *count += 1;
            if !*stale {
                let changes = [transform.last_changed(), collider.last_changed(), body.last_changed()];
                *stale = changes.into_iter().any(|changed| filing.stale(changed, now));
            }
        }
        if statics_stale || statics != filings.statics.entities.len() {
            filings.statics.refile(self.current_bounds(true), now);
        }
        if movers_stale || movers != filings.movers.entities.len() {
            filings.movers.refile(self.current_bounds(false), now);
        }
        filings
    }

    /// Every static (or every moving) body with a finite position, with its bounds where it is now.
    fn current_bounds(&self, statics: bool) -> Vec<(Entity, Aabb)> {
        self.bodies
            .iter()
            .filter(|(_, transform, _, body, _)| {
                (**body == RigidBody::Static) == statics && transform.translation.is_finite()
            })
            .map(|(entity, transform, collider, ..)| (entity, collider.bounds(&transform)))
            .collect()
    }
}

/// The nearest hit so far ends a walk once the stretches left begin beyond it.
fn stop_beyond(nearest: Option<QueryHit>, from: f32) -> ControlFlow<()> {
    match nearest {
        Some(hit) if hit.distance < from => ControlFlow::Break(()),
        _ => ControlFlow::Continue(()),
    }
}

/// Where `ray` runs inside `aabb` within `max_distance`: from where it enters (0 when it starts inside) to
/// where it leaves.
fn span_inside(ray: &Ray, aabb: &Aabb, max_distance: f32) -> Option<(f32, f32)> {
    let enter = raycast_aabb(ray, aabb, max_distance)?.distance;
    let far = max_distance.min(enter + 2.0 * aabb.half_extents.length());
    let back = Ray { origin: ray.at(far), direction: -ray.direction };
    let leave = far - raycast_aabb(&back, aabb, far - enter).map_or(0.0, |hit| hit.distance);
    Some((enter, leave.max(enter)))
}
