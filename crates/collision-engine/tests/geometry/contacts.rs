//! Contact tests against the reference: depth, normal and points for every pair type.

use collision_engine::geometry::{
    Aabb, Contact, Sphere, contact_along_axis, contact_cuboid_cuboid, contact_cuboid_sphere, contact_sphere_cuboid,
    contact_sphere_sphere,
};
use glam::{DVec3, Quat, Vec3};

use crate::check::{ContactAnswer, Solid, UNITS, check_contact, rounding};
use crate::draw::{box_sizes, place_pair, radius, spot_on_ball, spot_on_box};
use crate::reference::PairShapes;
use crate::run_cases;

fn answer(contact: Option<Contact>) -> Option<ContactAnswer> {
    contact.map(|c| ContactAnswer {
        penetration: c.penetration as f64,
        normal: c.normal,
        local_a: c.local_a.as_dvec3(),
        local_b: c.local_b.as_dvec3(),
    })
}

/// A box's half extents as the engine gets them, and back in f64.
fn offset_of(a: Vec3, b: Vec3) -> DVec3 {
    b.as_dvec3() - a.as_dvec3()
}

#[test]
fn sphere_sphere_contacts_match_the_reference() {
    run_cases("contact_sphere_sphere", |draw| {
        let ((ra, ra64), (rb, rb64)) = (radius(draw), radius(draw));
        let (spot, _) = spot_on_ball(draw, ra64 + rb64);
        let (ca, cb) = place_pair(draw, spot);
        let offset = offset_of(ca, cb);
        let contact = contact_sphere_sphere(&Sphere::new(ca, ra), &Sphere::new(cb, rb));
        let shapes = PairShapes::Spheres { reach: ra64 + rb64 };
        let u = rounding(&[offset.length(), ra64, rb64]);
        check_contact(&shapes, (Solid::Ball(ra64), Solid::Ball(rb64)), offset, answer(contact), u)
            .map_err(|why| format!("{why}; spheres {ca} r {ra}, {cb} r {rb}"))
    });
}

#[test]
fn cuboid_cuboid_contacts_match_the_reference() {
    run_cases("contact_cuboid_cuboid", |draw| {
        let ((ha, ha64), (hb, hb64)) = (box_sizes(draw), box_sizes(draw));
        let (spot, _) = spot_on_box(draw, ha64 + hb64, 0.0);
        let (ca, cb) = place_pair(draw, spot);
        let offset = offset_of(ca, cb);
        let contact = contact_cuboid_cuboid(&Aabb::new(ca, ha), &Aabb::new(cb, hb));
        let shapes = PairShapes::Boxes { half: ha64 + hb64 };
        let u = rounding(&[offset.length(), ha64.length(), hb64.length()]);
        check_contact(&shapes, (Solid::Block(ha64), Solid::Block(hb64)), offset, answer(contact), u)
            .map_err(|why| format!("{why}; boxes {ca} ± {ha}, {cb} ± {hb}"))
    });
}

#[test]
fn cuboid_sphere_contacts_match_the_reference_in_both_orders() {
    run_cases("contact_cuboid_sphere", |draw| {
        let ((half, half64), (r, r64)) = (box_sizes(draw), radius(draw));
        let (spot, _) = spot_on_box(draw, half64, r64);
        let (center_box, center_ball) = place_pair(draw, spot);
        let offset = offset_of(center_box, center_ball);
        let (cuboid, ball) = (Aabb::new(center_box, half), Sphere::new(center_ball, r));
        let shapes = PairShapes::BoxSphere { half: half64, radius: r64 };
        let u = rounding(&[offset.length(), half64.length(), r64]);
        let solids = (Solid::Block(half64), Solid::Ball(r64));
        let box_first = check_contact(&shapes, solids, offset, answer(contact_cuboid_sphere(&cuboid, &ball)), u);
        // sphere first: the same contact, flipped
        let flipped = answer(contact_sphere_cuboid(&ball, &cuboid).map(Contact::flipped));
        box_first
            .and(check_contact(&shapes, solids, offset, flipped, u))
            .map_err(|why| format!("{why}; box {center_box} ± {half}, sphere {center_ball} r {r}"))
    });
}

#[test]
fn contacts_along_a_chosen_axis_match_the_reference() {
    run_cases("contact_along_axis", |draw| {
        let ((half, half64), (r, r64)) = (box_sizes(draw), radius(draw));
        let (spot, _) = spot_on_box(draw, half64, r64);
        let (center_box, center_ball) = place_pair(draw, spot);
        let axis = draw.pick(&[0, 1, 2]);
        let direction = Vec3::AXES[axis] * draw.pick(&[1.0, -1.0]);
        let ball = collision_engine::geometry::Shape::Sphere { radius: r };
        let contact = contact_along_axis(&Aabb::new(center_box, half), (&ball, center_ball, Quat::IDENTITY), direction);
        // how far the ball reaches past the box's face on that side, in the box's frame
        let offset = offset_of(center_box, center_ball);
        let along = direction.as_dvec3();
        let exact = half64.dot(along.abs()) - (offset.dot(along) - r64);
        let u = rounding(&[offset.length(), half64.length(), r64]);
        // A's point lies in the plane of its face on that side, B's is its far side
        let face = (contact.local_a.as_dvec3().dot(along) - half64.dot(along.abs())).abs();
        let far_side = (contact.local_b.as_dvec3() + along * r64).length();
        let off = (contact.penetration as f64 - exact).abs();
        (off <= UNITS * u && face <= UNITS * u && far_side <= UNITS * u && contact.normal == direction)
            .then_some(())
            .ok_or(format!(
                "penetration {} against {exact}, points {face} and {far_side} off; box {center_box} ± {half}, ball {center_ball} r {r}",
                contact.penetration
            ))
    });
}
